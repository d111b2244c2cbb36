export { type ControlWiring, Field, type FieldTexts } from './Field';
