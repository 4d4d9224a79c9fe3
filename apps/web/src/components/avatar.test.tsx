// The avatar's picture is one lazily loaded <img>; a picture that fails falls back as MUI's does.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the picture as a lazy <img> and loads it nowhere else', () => {
    const image = vi.spyOn(globalThis, 'Image');
    render(<Avatar alt="Ana Lima" src="/ana.webp" />);
    const picture = screen.getByRole('img', { name: 'Ana Lima' });
    expect(picture.getAttribute('src')).toBe('/ana.webp');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.className).toContain('MuiAvatar-img');
    expect(image).not.toHaveBeenCalled();
  });

  it('falls back to the first letter of alt when the picture fails', () => {
    render(<Avatar alt="Ana Lima" src="/missing.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana Lima' }));
    expect(screen.queryByRole('img', { name: 'Ana Lima' })).toBeNull();
    expect(screen.getByText('A')).toBeTruthy();
  });

  it('falls back to its children, and tries a new address again', () => {
    const { rerender } = render(
      <Avatar alt="Ana Lima" src="/missing.webp">
        AL
      </Avatar>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Ana Lima' }));
    expect(screen.getByText('AL')).toBeTruthy();
    rerender(
      <Avatar alt="Ana Lima" src="/ana.webp">
        AL
      </Avatar>,
    );
    expect(screen.getByRole('img', { name: 'Ana Lima' }).getAttribute('src')).toBe('/ana.webp');
  });

  it('shows its children when it has no picture', () => {
    render(<Avatar>K</Avatar>);
    expect(screen.getByText('K')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
