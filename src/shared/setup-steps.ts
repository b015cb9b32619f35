/**
 * « Mise en route » (issue 30): what a fresh install still lacks before everyone can work — each step an
 * administrator completes in Paramètres, named here with the tab that completes it. No zod: the dashboard's
 * first load reads it.
 */
import type { SettingsTabValue } from './settings-tab-links';

export const setupSteps = ['company-identity', 'shipping-address', 'articles', 'mail'] as const;
export type SetupStep = (typeof setupSteps)[number];

/** GET /api/dashboard/setup: the steps still to do, in this order ([] once the product is set up). */
export interface SetupStatus {
  missing: { step: SetupStep; detail: string | null }[];
}

export const setupStepTexts: Record<SetupStep, { title: string; why: string; tab: SettingsTabValue }> = {
  'company-identity': {
    title: "Compléter l'identité de l'entreprise",
    why: 'Sans elle, aucun document (bon, bordereau, attestation, tournée) ne peut être édité.',
    tab: 'entreprise',
  },
  'shipping-address': {
    title: "Ajouter une adresse d'expédition",
    why: "Sans elle, personne ne peut envoyer de demande d'enlèvement.",
    tab: 'adresses',
  },
  articles: {
    title: 'Créer les articles du stock',
    why: "Sans eux, personne ne peut demander d'emballages et l'acceptation ne déduit rien du stock.",
    tab: 'articles',
  },
  mail: {
    title: "Configurer l'envoi des e-mails",
    why: "Sans lui, ni l'équipe logistique ni les clients ne reçoivent de mail.",
    tab: 'gmail',
  },
};
