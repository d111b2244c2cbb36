export {
  TOAST_STACK_VISIBLE,
  Toast,
  type ToastKind,
  type ToastMessage,
  ToastStack,
  type ToastStackProps,
} from './ToastStack';
