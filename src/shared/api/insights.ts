import type { DoctorInsights, DoctorQuotes, InsightsReport, TopicComment } from '../insights';
import { insightsQuery, mohExportQuery, quotesQuery, topicCommentsQuery } from '../insights';
import { mohSurveySchema } from '../moh-survey';
import {
  doctorInsightsResponse,
  doctorQuotesResponse,
  insightsReportResponse,
  mohSurveySavedResponse,
  topicCommentsResponse,
} from '../responses/insights';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const insightEndpoints = {
  report: defineEndpoint<InsightsReport>()({
    method: 'GET',
    path: '/api/admin/insights',
    access: 'view_insights',
    tag: 'Insights',
    summary:
      "Recommendation score (NPS) by month, clinic, specialty and doctor with sample sizes, standings within specialty and comment topics, over the last 12 months of the viewer's clinics.",
    query: insightsQuery,
    responseSchema: insightsReportResponse,
  }),
  topicComments: defineEndpoint<{ items: TopicComment[] }>()({
    method: 'GET',
    path: '/api/admin/insights/topic-comments',
    access: 'view_insights',
    tag: 'Insights',
    summary:
      "The newest published comments of the last 12 months that mention a topic, with the words that matched, within the viewer's clinics (or one clinic or doctor).",
    query: topicCommentsQuery,
    responseSchema: topicCommentsResponse,
  }),
  mohExport: defineEndpoint()({
    method: 'GET',
    path: '/api/admin/insights/moh-survey.xlsx',
    access: 'view_insights',
    tag: 'Insights',
    summary:
      "A clinic's month of the Ministry of Health outpatient survey (Decision 3869/QĐ-BYT, form 2) as a workbook: counts per item and level, satisfaction rates.",
    query: mohExportQuery,
    raw: 'file',
  }),
  portal: defineEndpoint<DoctorInsights>()({
    method: 'GET',
    path: '/api/portal/insights',
    access: 'reply_as_doctor',
    tag: 'Portal',
    summary:
      "The linked doctor's recommendation score, standing within their specialty and comment topics over the last 12 months.",
    responseSchema: doctorInsightsResponse,
  }),
  quotes: defineEndpoint<DoctorQuotes>()({
    method: 'GET',
    path: '/api/doctors/:id/quotes',
    access: 'public',
    tag: 'Doctors',
    summary:
      '"What patients say": 2–3 sentences quoted from consenting published reviews covering the most mentioned topics (from 10 published reviews), and the standing in specialty when an administrator shows it.',
    params: uuidParams,
    query: quotesQuery,
    responseSchema: doctorQuotesResponse,
  }),
  mohSurvey: defineEndpoint<{ saved: true }>()({
    method: 'POST',
    path: '/api/me/feedback/:id/moh-survey',
    access: 'user',
    tag: 'Feedback',
    summary:
      "The author's optional answers to the ministry's outpatient survey after their review (once).",
    params: uuidParams,
    body: mohSurveySchema,
    status: 201,
    errors: ['conflict', 'invalid_transition'],
    responseSchema: mohSurveySavedResponse,
  }),
};
