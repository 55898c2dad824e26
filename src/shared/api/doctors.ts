import {
  type DoctorFacets,
  type DoctorProfile,
  type DoctorStats,
  type DoctorSummary,
  doctorListQuery,
  type Paged,
  type Review,
  reviewListQuery,
} from '../doctors';
import {
  doctorFacetsResponse,
  doctorPageResponse,
  doctorProfileResponse,
  doctorStatsResponse,
  featuredDoctorsResponse,
  reviewPageResponse,
  transparencyResponse,
} from '../responses/doctors';
import type { TransparencyReport } from '../transparency';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const doctorEndpoints = {
  featured: defineEndpoint<{ items: DoctorSummary[] }>()({
    method: 'GET',
    path: '/api/doctors/featured',
    access: 'public',
    tag: 'Directory',
    summary: 'Featured doctors: the best combined scores with enough reviews (Bayesian average).',
    responseSchema: featuredDoctorsResponse,
  }),
  facets: defineEndpoint<DoctorFacets>()({
    method: 'GET',
    path: '/api/doctors/facets',
    access: 'public',
    tag: 'Directory',
    summary: 'Filter options of the doctor list with their counts.',
    responseSchema: doctorFacetsResponse,
  }),
  list: defineEndpoint<Paged<DoctorSummary>>()({
    method: 'GET',
    path: '/api/doctors',
    access: 'public',
    tag: 'Directory',
    summary: 'Verified doctors: accent-free search, filters, sort and pages.',
    query: doctorListQuery,
    responseSchema: doctorPageResponse,
  }),
  profile: defineEndpoint<DoctorProfile>()({
    method: 'GET',
    path: '/api/doctors/:id',
    access: 'public',
    tag: 'Directory',
    summary: "A verified doctor's public profile.",
    params: uuidParams,
    responseSchema: doctorProfileResponse,
  }),
  stats: defineEndpoint<DoctorStats>()({
    method: 'GET',
    path: '/api/doctors/:id/stats',
    access: 'public',
    tag: 'Directory',
    summary: "A doctor's rating breakdown (none below the minimum number of reviews).",
    params: uuidParams,
    responseSchema: doctorStatsResponse,
  }),
  reviews: defineEndpoint<Paged<Review>>()({
    method: 'GET',
    path: '/api/doctors/:id/reviews',
    access: 'public',
    tag: 'Directory',
    summary:
      "A doctor's published reviews: newest first, or by stars (highest or lowest), optionally of one star.",
    params: uuidParams,
    query: reviewListQuery,
    responseSchema: reviewPageResponse,
  }),
  transparency: defineEndpoint<TransparencyReport>()({
    method: 'GET',
    path: '/api/transparency',
    access: 'public',
    tag: 'Directory',
    summary: 'How reviews were handled over the last 12 months, with the rules in force.',
    responseSchema: transparencyResponse,
  }),
};
