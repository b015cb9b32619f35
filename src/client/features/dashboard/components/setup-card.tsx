/**
 * « Mise en route » (issue 30): on a fresh install, what an administrator must still set up before everyone
 * can work — each step with why it matters and a link to the settings tab that completes it. Shown only
 * while something is missing; nothing while the status is loading or could not be read (the dashboard
 * stays usable).
 */
import { settingsTabPath } from '@shared/settings-tab-links';
import { setupStepTexts } from '@shared/setup-steps';
import { ArrowRight, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { useSetupStatus } from '../api/get-setup-status';

export function SetupCard() {
  const status = useSetupStatus();
  const missing = status.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="setup-title"
      className="grid gap-3 rounded-xl border border-indigo-200 bg-indigo-50/70 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Rocket className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="setup-title" className="text-lg font-semibold text-slate-900">
            Mise en route
          </h2>
          <p className="text-sm text-slate-700">
            Encore {missing.length === 1 ? 'une étape' : `${missing.length}\u00a0étapes`} avant que chacun
            puisse travailler. Ce cadre disparaît une fois tout configuré.
          </p>
        </div>
      </div>
      <ul className="grid gap-2">
        {missing.map(({ step, detail }) => {
          const text = setupStepTexts[step];
          return (
            <li
              key={step}
              className="grid gap-1 rounded-lg bg-white/80 p-3 sm:flex sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{text.title}</p>
                <p className="text-sm text-slate-700">
                  {text.why}
                  {detail && ` ${detail}`}
                </p>
              </div>
              <Link
                to={settingsTabPath(text.tab)}
                className="inline-flex w-fit shrink-0 items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
              >
                Configurer<span className="sr-only">{`\u00a0: ${text.title}`}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
