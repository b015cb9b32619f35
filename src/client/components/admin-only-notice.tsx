import { ShieldAlert } from 'lucide-react';

/** Shown instead of an administrators' section to anyone else (spec §2 Users). */
export function AdminOnlyNotice() {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50/80 p-4 text-amber-900"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">Accès réservé aux administrateurs</p>
    </div>
  );
}
