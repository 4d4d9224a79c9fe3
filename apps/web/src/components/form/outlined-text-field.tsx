// What MUI's TextField renders for an outlined text input (FormControl + InputLabel +
// OutlinedInput + FormHelperText, same ids and theme keys), without TextField's static import
// of Select, which drags Menu, Popover, Modal and FocusTrap into every page with a form.
// RHFTextField uses it for text inputs; selects and other variants use the real TextField.
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import type { TextFieldProps } from '@mui/material/TextField';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** Slot props given as objects (the function form, keyed on ownerState, is not supported). */
function slot<T>(value: unknown): T | undefined {
  return typeof value === 'function' ? undefined : (value as T | undefined);
}

export const OutlinedTextField = forwardRef<HTMLDivElement, TextFieldProps>(
  function OutlinedTextField(inProps, ref) {
    const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
    const {
      autoComplete,
      autoFocus = false,
      className,
      color = 'primary',
      defaultValue,
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idProp,
      inputRef,
      label,
      maxRows,
      minRows,
      multiline = false,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      required = false,
      rows,
      size,
      slotProps = {},
      type,
      value,
      InputProps,
      inputProps,
      InputLabelProps,
      FormHelperTextProps,
      // Handled by the full TextField only (see RHFTextField).
      select: _select,
      SelectProps: _selectProps,
      variant: _variant,
      slots: _slots,
      children: _children,
      ...other
    } = props;
    const generatedId = useId();
    const id = idProp ?? generatedId;
    const helperTextId = helperText ? `${id}-helper-text` : undefined;
    const inputLabelId = label ? `${id}-label` : undefined;
    const inputSlot = { ...InputProps, ...slot<Partial<OutlinedInputProps>>(slotProps.input) };
    const labelSlot = {
      ...InputLabelProps,
      ...slot<Partial<InputLabelProps>>(slotProps.inputLabel),
    };
    const htmlInputSlot = {
      ...inputProps,
      ...slot<InputHTMLAttributes<HTMLInputElement>>(slotProps.htmlInput),
    };
    const helperSlot = {
      ...FormHelperTextProps,
      ...slot<Partial<FormHelperTextProps>>(slotProps.formHelperText),
    };

    return (
      <Root
        ref={ref}
        className={className}
        disabled={disabled}
        error={error}
        fullWidth={fullWidth}
        required={required}
        color={color}
        size={size}
        variant="outlined"
        {...other}
      >
        {label != null && label !== '' && (
          <InputLabel htmlFor={id} id={inputLabelId} {...labelSlot}>
            {label}
          </InputLabel>
        )}
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          label={label}
          notched={labelSlot.shrink}
          inputProps={htmlInputSlot}
          {...inputSlot}
        />
        {helperText && (
          <FormHelperText id={helperTextId} {...helperSlot}>
            {helperText}
          </FormHelperText>
        )}
      </Root>
    );
  },
);
