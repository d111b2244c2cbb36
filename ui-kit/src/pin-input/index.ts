export { PIN_LENGTH, PinInput, type PinInputProps } from './PinInput';
