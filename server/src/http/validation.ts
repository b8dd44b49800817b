/** Turns zod issues into the contract's per-field problems (translated later by locale). */
import type { z } from 'zod';
import { MISSING_NUMBER } from '../contract/numbers.ts';
import type { Problem } from './errors.ts';

function problemOf(issue: z.core.$ZodIssue): Problem {
  switch (issue.code) {
    case 'invalid_type':
      return {
        id:
          issue.input === undefined || issue.input === ''
            ? 'validation.required'
            : 'validation.invalid',
      };
    case 'too_big':
      return issue.origin === 'string'
        ? { id: 'validation.tooLong', values: { max: Number(issue.maximum) } }
        : { id: 'validation.tooBig', values: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { id: 'validation.required' };
      return issue.origin === 'string'
        ? { id: 'validation.tooShort', values: { min: Number(issue.minimum) } }
        : { id: 'validation.tooSmall', values: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return { id: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'invalid_union':
      return {
        id: issue.message === MISSING_NUMBER ? 'validation.required' : 'validation.invalid',
      };
    case 'unrecognized_keys':
      return { id: 'validation.unknownField' };
    default:
      return { id: 'validation.invalid' };
  }
}

/** Problems per field path (`date.begin`, `includes.0`), in issue order. */
export function problemsOf(error: z.ZodError): Record<string, Problem[]> {
  const problems: Record<string, Problem[]> = {};
  for (const issue of error.issues) {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.') || '_'];
    for (const path of paths) (problems[path] ??= []).push(problemOf(issue));
  }
  return problems;
}
