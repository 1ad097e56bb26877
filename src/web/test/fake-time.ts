/**
 * Fake time for screen tests: lets `ms` pass inside act, then lets what it released settle — an
 * answer's promises, the query cache's notification, and the renders and effects they cause, each
 * a turn later (Preact's act flushes one round per call, decision 064).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

const SETTLE_TURNS = 3;

export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let turn = 0; turn < SETTLE_TURNS; turn++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
