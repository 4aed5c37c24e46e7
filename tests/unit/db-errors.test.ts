import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/server/db/errors.ts';

const withFields = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('isUniqueViolation', () => {
  it("knows SQLite's UNIQUE and PRIMARY KEY constraint codes and PostgreSQL's unique_violation", () => {
    expect(isUniqueViolation(withFields('UNIQUE constraint failed: products.name', { errcode: 2067 }))).toBe(true);
    expect(isUniqueViolation(withFields('UNIQUE constraint failed: orders.id', { errcode: 1555 }))).toBe(true);
    expect(isUniqueViolation(withFields('duplicate key value violates unique constraint', { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: orders.number'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isUniqueViolation(withFields('FOREIGN KEY constraint failed', { errcode: 787 }))).toBe(false);
    expect(isUniqueViolation(withFields('null value in column violates not-null constraint', { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
