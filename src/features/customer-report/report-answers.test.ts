import { addMessages } from '@sporta/i18n';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';
import { describe, expect, it } from 'vitest';
import { answerProblem, type CheckedField } from './report-answers';

addMessages(validationMore);

const field = (type: string, required = true, options?: { value: string }[]): CheckedField => ({
  id: 1,
  type,
  required,
  ...(options && { options }),
});

describe('a report answer', () => {
  it('given a required field left empty or blank, then "Campo obbligatorio"; optional, then fine', () => {
    expect(answerProblem(field('textbox'), '')).toBe('Campo obbligatorio');
    expect(answerProblem(field('textarea'), '   ')).toBe('Campo obbligatorio');
    expect(answerProblem(field('checkbox'), '')).toBe('Campo obbligatorio');
    expect(answerProblem(field('textbox', false), '')).toBeUndefined();
  });

  it('given an e-mail or a phone, then each is checked by its rule, blank optional ones pass', () => {
    expect(answerProblem(field('email'), 'maria@')).toBe('Digitare una e-mail valida');
    expect(answerProblem(field('email'), 'maria.bianchi@example.com')).toBeUndefined();
    expect(answerProblem(field('phone', false), 'abc')).toBe(
      'Digitare un numero di telefono valido',
    );
    expect(answerProblem(field('phone', false), '')).toBeUndefined();
  });

  it('given a choice from a list, then only one of its values passes', () => {
    const list = field('listselect', true, [{ value: 'ordine' }, { value: 'altro' }]);
    expect(answerProblem(list, 'ordine')).toBeUndefined();
    expect(answerProblem(list, 'inventata')).toBe('Campo obbligatorio');
  });

  it('given a file, then its type and the 5 MB limit are checked, with the report’s own "too big" text', () => {
    const file = field('file_upload', false);
    expect(answerProblem(file, { size: MAX_ATTACHMENT_BYTES, type: 'image/png' })).toBeUndefined();
    expect(answerProblem(file, { size: MAX_ATTACHMENT_BYTES + 1, type: 'image/jpeg' })).toBe(
      'Il file è troppo grande: la dimensione massima è 5MB',
    );
    expect(answerProblem(file, { size: 10, type: 'text/html' })).toBe(
      'L’allegato deve essere un PDF o un’immagine JPG o PNG',
    );
    expect(answerProblem(file, undefined)).toBeUndefined();
  });

  it('given a required file, then one already uploaded counts, none does not', () => {
    const file = field('file_upload');
    expect(answerProblem(file, undefined)).toBe('Campo obbligatorio');
    expect(answerProblem(file, undefined, true)).toBeUndefined();
  });
});
