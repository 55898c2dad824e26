import {
  type ChangeNote,
  changeAnswerSchema,
  changeNoteSchema,
  type DoctorChanges,
  type MyChange,
} from '../change-notes';
import {
  changeNoteResponse,
  doctorChangesResponse,
  myChangeListResponse,
} from '../responses/cases';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const changeNoteEndpoints = {
  publish: defineEndpoint<ChangeNote>()({
    method: 'POST',
    path: '/api/admin/change-notes',
    access: 'manage_cases',
    tag: 'Cases',
    summary:
      '"You said, we did": publish a change made after reviews of one clinic; their authors are asked whether it fixed their problem.',
    body: changeNoteSchema,
    status: 201,
    responseSchema: changeNoteResponse,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/change-notes/:id',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'Take a change note down (audited).',
    params: uuidParams,
    status: 204,
  }),
  forDoctor: defineEndpoint<DoctorChanges>()({
    method: 'GET',
    path: '/api/doctors/:id/changes',
    access: 'public',
    tag: 'Doctors',
    summary:
      "Changes made after reviews of the doctor or their clinic, those confirmed by a review's author apart.",
    params: uuidParams,
    responseSchema: doctorChangesResponse,
  }),
  mine: defineEndpoint<{ items: MyChange[] }>()({
    method: 'GET',
    path: '/api/me/change-notes',
    access: 'user',
    tag: 'Cases',
    summary: 'Changes made after the signed-in patient’s reviews, with their answers.',
    responseSchema: myChangeListResponse,
  }),
  answer: defineEndpoint<{ items: MyChange[] }>()({
    method: 'PUT',
    path: '/api/me/change-notes/:id/answer',
    access: 'user',
    tag: 'Cases',
    summary: 'The author says whether the change fixed their problem (may be changed later).',
    params: uuidParams,
    body: changeAnswerSchema,
    responseSchema: myChangeListResponse,
  }),
};
