// batchlas: batched BLAS Level-2 and Level-3 for NVIDIA GPUs and the CPU.
#pragma once

#include "batchlas/errors.hh"
#include "batchlas/level2.hh"
#include "batchlas/level3.hh"
#include "batchlas/matrix.hh"
#include "batchlas/queue.hh"
#include "batchlas/settings.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"
