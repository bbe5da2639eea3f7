// The code history the worker reads from a bound repository before it runs the builtin engine, handed
// to the engine as data: the engine itself never goes to the network.

export interface CodeCommit {
  sha: string;
  // YYYY-MM-DD (UTC) of the author date: when the work was done, not when it landed.
  date: string;
  message: string;
}

export interface CodeHistory {
  repo: string;
  branch: string;
  // The calendar year named by the project's fiscalYear (CONTRACT.md §8), or null without one.
  year: string | null;
  // Oldest first.
  commits: CodeCommit[];
  readme: string | null;
  // Problems reading GitHub, worded for the user; never a token, a URL or GitHub's own message.
  warnings: string[];
}
