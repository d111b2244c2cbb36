/** What other features take from content: the forms WordPress defines (forms.ts). */
export {
  type ContentForm,
  contentForm,
  type FormField,
  type FormRefusal,
  forgetContentForm,
  submitContentForm,
  uploadFormFile,
} from './forms';
