/**
 * The public tracking page (/suivi/<token>), written by the server into tracking.html (decision 0054, as
 * the verification page: decision 0103): what GET /api/public/tracking/{token} answers, as HTML — the
 * service, the stage reached, the plan, what was received and its documents, the stages, whom to ask. A
 * client's phone reads it from the first response, with no code to run. Everything is escaped.
 */
import { frenchDateTime, frenchDay } from '@shared/french-dates';
import {
  type PublicTracking,
  type PublicTrackingStage,
  publicAttestationPath,
  publicLotDocumentPath,
} from '@shared/fulfilment/public-tracking';
import type { WrittenPage } from '../../http/written-page';
import { escapeHtml as e } from '../../lib/html';
import { pageIcon } from '../../lib/page-icons';

const NBSP = '&#160;';
const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const card = 'grid gap-3 rounded-xl border bg-white p-5 shadow-sm';

const fact = (label: string, value: string) =>
  `<div class="grid gap-0.5"><dt class="text-sm text-slate-600">${e(label)}</dt><dd class="font-medium wrap-anywhere text-slate-900">${e(value)}</dd></div>`;

function shell(service: PublicTracking['service'], content: string): string {
  const logo = service?.logoUrl
    ? `<img src="${e(service.logoUrl)}" alt="" width="40" height="40" class="size-10 shrink-0 object-contain">`
    : pageIcon('truck', 'size-5 shrink-0 text-indigo-800');
  const who = service
    ? `<p class="flex min-w-0 items-center gap-3 text-base font-semibold text-slate-900">${logo}<span class="min-w-0 wrap-anywhere">${e(service.name)}</span></p>`
    : '';
  return `<div class="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">${who}<main class="grid gap-5">${content}</main></div>`;
}

function now(tracking: PublicTracking): string {
  const current = tracking.stages.find((stage) => stage.current);
  if (!current) return '';
  const { cancelled } = tracking;
  return `<section aria-labelledby="tracking-now" class="grid gap-1 rounded-xl border p-5 shadow-sm ${cancelled ? 'border-red-200 bg-red-50' : 'border-indigo-200 bg-white'}">
<h2 id="tracking-now" class="text-sm font-medium text-slate-700">Étape actuelle</h2>
<p class="flex items-center gap-2 text-xl font-semibold ${cancelled ? 'text-red-800' : 'text-indigo-800'}">${pageIcon(cancelled ? 'ban' : 'circleDot', 'size-5 shrink-0')}${e(current.label)}</p>
${current.reachedAt ? `<p class="text-sm text-slate-700">Depuis le ${e(frenchDateTime(current.reachedAt))}</p>` : ''}
${cancelled ? '<p class="text-sm text-slate-700">Cette demande a été annulée.</p>' : ''}
</section>`;
}

function plan(tracking: PublicTracking): string {
  const { carrier } = tracking;
  if (!tracking.plannedDate && !carrier) return '';
  const facts = [
    tracking.plannedDate ? fact('Date prévue', frenchDay(tracking.plannedDate, { weekday: true })) : '',
    tracking.plannedSlot ? fact('Créneau', tracking.plannedSlot) : '',
    carrier ? fact('Transporteur', carrier.name) : '',
    carrier?.trackingNumber ? fact('Numéro de suivi', carrier.trackingNumber) : '',
  ].join('');
  const follow = carrier?.trackingUrl
    ? `<a href="${e(carrier.trackingUrl)}" target="_blank" rel="noopener noreferrer" class="inline-flex w-fit items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">Suivre le colis chez ${e(carrier.name)}${pageIcon('externalLink', 'size-4')}<span class="sr-only">(nouvel onglet)</span></a>`
    : '';
  return `<section aria-labelledby="tracking-plan" class="${card}">
<h2 id="tracking-plan" class="flex items-center gap-2 font-semibold text-slate-900">${pageIcon('calendarDays', 'size-5 text-indigo-700')}Organisation</h2>
<dl class="grid gap-3 sm:grid-cols-2">${facts}</dl>${follow}</section>`;
}

const download = (href: string, text: string) =>
  `<a href="${e(href)}" download class="inline-flex items-center justify-center gap-2 justify-self-start rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">${pageIcon('fileDown', 'size-4')}${e(text)}</a>`;

function reception(tracking: PublicTracking, token: string): string {
  const received = tracking.reception;
  if (!received) return '';
  const rows = received.units ? [received.units] : (received.quantities ?? []);
  const table = rows.length
    ? `<table class="w-full text-left text-sm"><caption class="sr-only">Quantités reçues</caption><thead><tr class="border-b text-slate-600"><th scope="col" class="py-1.5 font-medium">Catégorie</th><th scope="col" class="py-1.5 text-right font-medium">Reçu</th></tr></thead><tbody>${rows
        .map(
          (row) =>
            `<tr class="border-b last:border-0"><th scope="row" class="py-1.5 font-normal text-slate-900">${e(row.label)}</th><td class="py-1.5 text-right font-medium text-slate-900 tabular-nums">${e(numbers.format(row.received))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="text-sm text-slate-700">Aucun matériel compté.</p>';
  const weight = `${numbers.format(received.weightKg)}\u00a0kg${received.weightEstimated ? ' (estimé)' : ''}`;
  const documents = [
    tracking.attestation ? download(publicAttestationPath(token), "Télécharger l'attestation") : '',
    tracking.erasureCertificate
      ? download(
          publicLotDocumentPath(token, 'erasure-certificate'),
          "Télécharger le certificat d'effacement des données",
        )
      : '',
    tracking.lotReport
      ? download(publicLotDocumentPath(token, 'lot-report'), 'Télécharger le rapport de lot')
      : '',
  ].join('');
  return `<section aria-labelledby="tracking-reception" class="${card}">
<h2 id="tracking-reception" class="flex items-center gap-2 font-semibold text-slate-900">${pageIcon('packageCheck', 'size-5 text-emerald-700')}Réception à l'entrepôt</h2>
${table}<dl>${fact('Poids reçu', weight)}</dl>${documents ? `<div class="flex flex-wrap gap-2">${documents}</div>` : ''}</section>`;
}

function stageItem(stage: PublicTrackingStage, last: boolean, cancelled: boolean): string {
  const reached = stage.reachedAt !== null;
  const icon = cancelled ? 'ban' : stage.current ? 'circleDot' : reached ? 'circleCheck' : 'circle';
  const tone = cancelled
    ? 'text-red-700'
    : stage.current
      ? 'text-indigo-700'
      : reached
        ? 'text-emerald-700'
        : 'text-slate-400';
  const state = stage.current ? 'étape actuelle' : reached ? 'étape franchie' : 'à venir';
  const line = last
    ? ''
    : `<span class="w-0.5 flex-1 ${reached && !stage.current ? 'bg-emerald-300' : 'bg-slate-200'}"></span>`;
  return `<li${stage.current ? ' aria-current="step"' : ''} class="grid grid-cols-[1.5rem_1fr] gap-x-3"><span class="flex flex-col items-center">${pageIcon(icon, `size-6 shrink-0 ${tone}`)}${line}</span><div class="grid gap-0.5 ${last ? '' : 'pb-4'}"><p class="font-medium ${reached ? 'text-slate-900' : 'text-slate-600'}">${e(stage.label)}<span class="sr-only"> (${state})</span></p><p class="text-sm text-slate-600">${stage.reachedAt ? e(frenchDateTime(stage.reachedAt)) : 'À venir'}</p></div></li>`;
}

function contact(service: PublicTracking['service']): string {
  if (!service || (!service.phone && !service.email)) return '';
  const phone = service.phone
    ? `<li class="flex items-center gap-2">${pageIcon('phone', 'size-4 text-indigo-700')}<a href="tel:${e(service.phone.replace(/[^\d+]/g, ''))}" class="font-medium text-indigo-800 underline-offset-2 hover:underline">${e(service.phone)}</a></li>`
    : '';
  const mail = service.email
    ? `<li class="flex min-w-0 items-center gap-2">${pageIcon('mail', 'size-4 shrink-0 text-indigo-700')}<a href="mailto:${e(service.email)}" class="min-w-0 font-medium wrap-anywhere text-indigo-800 underline-offset-2 hover:underline">${e(service.email)}</a></li>`
    : '';
  return `<section aria-labelledby="tracking-contact" class="grid gap-2 rounded-xl border bg-white p-5 shadow-sm">
<h2 id="tracking-contact" class="font-semibold text-slate-900">Une question${NBSP}?</h2>
<p class="text-sm text-slate-700">Contactez ${e(service.name)}${NBSP}:</p><ul class="grid gap-1 text-sm">${phone}${mail}</ul></section>`;
}

/** The page (its title, what goes into tracking.html's #root) of a live link's request; `token` is the link's. */
export function trackingPage(tracking: PublicTracking, token: string): WrittenPage {
  const stages = tracking.stages
    .map((stage, index) =>
      stageItem(stage, index === tracking.stages.length - 1, tracking.cancelled && stage.current),
    )
    .join('');
  const title = `Suivi — ${tracking.reference}${tracking.service ? ` · ${tracking.service.name}` : ''}`;
  const content = shell(
    tracking.service,
    `<header class="grid gap-1"><h1 class="text-2xl font-bold text-slate-900">Suivi de votre demande</h1>
<p class="text-slate-700">${e(tracking.kindLabel)} · <span class="whitespace-nowrap">${e(tracking.reference)}</span></p></header>
${now(tracking)}${plan(tracking)}${reception(tracking, token)}
<section aria-labelledby="tracking-stages" class="${card}"><h2 id="tracking-stages" class="font-semibold text-slate-900">Étapes</h2><ol class="grid gap-0">${stages}</ol></section>
${contact(tracking.service)}
<p class="text-xs text-slate-600">Ce lien est personnel${NBSP}: ne le transmettez qu'aux personnes concernées par cette demande.</p>`,
  );
  return { title: e(title), content };
}
