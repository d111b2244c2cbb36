export { ModalHeader, type ModalHeaderProps } from './ModalHeader';
export { useModalDialog } from './useModalDialog';
