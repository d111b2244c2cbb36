/** What other features take from content: the forms WordPress defines (forms.ts). */
export {
  type ContentForm,
  contentForm,
  type FormField,
  forgetContentForm,
  isExpired,
  submitContentForm,
  uploadFormFile,
} from './forms';
