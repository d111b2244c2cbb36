export { ResponseMessageBox, type ResponseMessageBoxProps } from './ResponseMessageBox';
