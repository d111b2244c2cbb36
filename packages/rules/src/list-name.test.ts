import { describe, expect, it } from 'vitest';
import { LIST_NAME_MAX_LENGTH, listNameIssue, listNameKey } from './list-name.ts';

describe('listNameIssue (spec: shopping §5 list creation)', () => {
  it('given a new name, then it passes', () => {
    expect(listNameIssue('Spesa del sabato', ['Spesa settimanale'])).toBeUndefined();
  });

  it('given nothing or only spaces, then the name is required', () => {
    expect(listNameIssue('')).toEqual({ key: 'lists.name.required' });
    expect(listNameIssue('   \t')).toEqual({ key: 'lists.name.required' });
  });

  it('given more than the longest name, then it is too long, counting characters as people do', () => {
    expect(listNameIssue('a'.repeat(LIST_NAME_MAX_LENGTH))).toBeUndefined();
    expect(listNameIssue('🍝'.repeat(LIST_NAME_MAX_LENGTH))).toBeUndefined();
    expect(listNameIssue('a'.repeat(LIST_NAME_MAX_LENGTH + 1))).toEqual({
      key: 'lists.name.tooLong',
      params: { n: LIST_NAME_MAX_LENGTH },
    });
  });

  it('given spaces around a name of the right length, then they do not count', () => {
    expect(listNameIssue(`  ${'a'.repeat(LIST_NAME_MAX_LENGTH)}  `)).toBeUndefined();
  });

  it('given the name of another list, whatever its case and spaces, then it is taken', () => {
    const others = ['Spesa settimanale', 'Grigliata con gli amici'];
    expect(listNameIssue('spesa  SETTIMANALE ', others)).toEqual({ key: 'lists.name.taken' });
    expect(listNameIssue('Grigliata', others)).toBeUndefined();
  });

  it('given a rename to the same name, then the caller leaves the list out of the others', () => {
    expect(listNameIssue('Spesa settimanale', [])).toBeUndefined();
  });
});

describe('listNameKey', () => {
  it('compares names trimmed, with one space inside and without case', () => {
    expect(listNameKey('  Festa   di Compleanno ')).toBe('festa di compleanno');
  });
});
