// The SURE engine: parse, check, schedule, project, run and render uniform recurrences.
#pragma once

#include <batchlas/sure/affine.hh>
#include <batchlas/sure/check.hh>
#include <batchlas/sure/geometry.hh>
#include <batchlas/sure/interpret.hh>
#include <batchlas/sure/project.hh>
#include <batchlas/sure/render.hh>
#include <batchlas/sure/schedule.hh>
#include <batchlas/sure/system.hh>
