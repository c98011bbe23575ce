import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { Broker, BrokerInput, BrokerPage, BrokersQuery, UpdateBrokerInput } from '../../contracts/brokers';

/** Every call of the brokers (issue 30), one function per endpoint. */
export const brokersApi = (http: Http) => ({
  /** A page of brokers, searched by name and sorted on the server. */
  getBrokers: (query: BrokersQuery = {}, signal?: AbortSignal) => http<BrokerPage>(ApiPaths.brokers, { query: { ...query }, signal }),
  getBroker: (id: number, signal?: AbortSignal) => http<Broker>(ApiPaths.broker(id), { signal }),
  createBroker: (body: BrokerInput) => http<Broker>(ApiPaths.brokers, { method: 'POST', body }),
  /** `version` is the one the edit started from: 409 when someone saved since. */
  updateBroker: (id: number, body: UpdateBrokerInput) => http<Broker>(ApiPaths.broker(id), { method: 'PUT', body }),
});

export const { getBrokers, getBroker, createBroker, updateBroker } = brokersApi(api.http);
