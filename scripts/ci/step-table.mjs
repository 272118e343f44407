// The closing table of a pipeline run: each task with its seconds and whether it ran or was
// replayed from the cache, read from Turborepo's run summaries (`--summarize`).

/** Prints `task | cache | seconds` for every task of the given summaries, then the wall time. */
export function printStepTable(summaries, wallMs) {
  const rows = summaries.flatMap((summary) =>
    summary.tasks.map((task) => ({
      id: task.taskId,
      cache: task.cache?.status === 'HIT' ? `replayed (${task.cache.source ?? 'local'})` : 'ran',
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      failed: task.execution.exitCode !== 0 && task.execution.exitCode !== undefined,
    })),
  );
  if (rows.length === 0) return;
  const width = Math.max(...rows.map((r) => r.id.length), 'task'.length);
  console.log(`\n${'task'.padEnd(width)}  ${'cache'.padEnd(17)}  seconds`);
  for (const r of rows) {
    const mark = r.failed ? '  FAILED' : '';
    console.log(`${r.id.padEnd(width)}  ${r.cache.padEnd(17)}  ${r.seconds.toFixed(1).padStart(7)}${mark}`);
  }
  const replayed = rows.filter((r) => r.cache.startsWith('replayed')).length;
  console.log(
    `${rows.length} tasks, ${replayed} replayed from the cache; ${(wallMs / 1000).toFixed(1)} s in all`,
  );
}
