import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/field';

/** An age a member looks for, 18 to 99 (the preferences' and the filters' youngest and oldest). */
export function AgeField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'max'>) {
  return <TextField type="number" min={18} max={99} {...props} />;
}
