export {
  Button,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
} from './Button';
