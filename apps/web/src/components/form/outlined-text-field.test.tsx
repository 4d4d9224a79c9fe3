// The lean field renders what MUI's TextField would for an outlined input: the label bound to
// the input, the helper text described by it, and the error state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutlinedTextField } from './outlined-text-field.tsx';

describe('OutlinedTextField', () => {
  afterEach(cleanup);

  it('labels the input and describes it with the helper text', () => {
    const onChange = vi.fn();
    render(
      <OutlinedTextField
        label="Email address"
        helperText="Email is required"
        error
        value=""
        onChange={onChange}
        type="email"
      />,
    );
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe('Email is required');
    fireEvent.change(input, { target: { value: 'a@b.c' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('passes input slot props (adornments) and html input props', () => {
    render(
      <OutlinedTextField
        label="Password"
        slotProps={{
          input: { endAdornment: <button type="button">eye</button> },
          htmlInput: { maxLength: 5 },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'eye' })).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).maxLength).toBe(5);
  });
});
