/** Starts the compiler store while a compiler screen is mounted; answers whose runs are loaded. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $compilerOwner, startCompiler } from '../../stores/compilers.ts';

/** Loads the user's draft and runs and follows the other windows; null until the session is known. */
export function useCompiler(): number | null {
  useEffect(() => startCompiler(), []);
  return useStore($compilerOwner);
}
