export * from './fulfilment';
export * from './notifications';
export * from './request-counts';
export * from './request-history';
export * from './requests';
export * from './settings';
export * from './stock';
export * from './users';
