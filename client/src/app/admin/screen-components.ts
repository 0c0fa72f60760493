import type { ComponentType } from 'react';
import type { AdminScreen } from '../../config/admin-screens';

const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The file of a screen inside its feature: `newSystemMessage` of messages is `messages/screens/new-system-message`. */
export const screenFile = (screen: Pick<AdminScreen, 'key' | 'feature'>) => `${screen.feature}/screens/${kebabCase(screen.key)}`;

/**
 * The component of a screen of the table (config/admin-screens.ts), found by convention: its feature's
 * `screens/<key in kebab-case>.tsx` exports it as `Screen`. Shared config may not import features, so
 * the table names the feature and this import finds the file. Vite turns the import into one chunk per
 * screen file (the dashboard's charts load only when the dashboard opens); app/admin/__tests__ checks
 * that every row has its file and every file its row.
 */
export async function loadScreen(screen: Pick<AdminScreen, 'key' | 'feature'>): Promise<ComponentType> {
  // One variable per path segment: Vite reads the import as the glob ../../features/*/screens/*.tsx.
  const module = (await import(`../../features/${screen.feature}/screens/${kebabCase(screen.key)}.tsx`)) as { Screen?: ComponentType };
  if (!module.Screen) throw new Error(`features/${screenFile(screen)}.tsx does not export Screen`);
  return module.Screen;
}
