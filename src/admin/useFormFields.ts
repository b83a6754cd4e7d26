import { useState } from 'react';

/**
 * A form's values and its field errors. Changing a field takes that field's error away: the message
 * answered what was there, not what the user is typing now (the next submit checks everything again).
 */
export function useFormFields<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key as string];
      return rest;
    });
  };
  return { values, setValues, errors, setErrors, change };
}
