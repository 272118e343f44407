export interface NpmResult {
  status: number;
  output: string;
}
export declare function npmRun(
  script: string | string[],
  args?: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<NpmResult>;
