# The runner of the `blocked` families (src/backends/cublas/blocked.hh: run_blocked,
# run_rank_k_blocked) on the host, against a dense oracle: standins/ shadows the headers it
# includes for cuBLAS (strided and pointer-array batched GEMM), the workspace (malloc'd, base only
# 8-byte aligned) and the expansion/fold/queue pieces, so its offsets, per-repeat deltas, pointer
# arrays, scratch sizes and alignment run under a host compiler (and ASan/UBSan by hand:
#   g++ -std=c++20 -fsanitize=address,undefined -Itests/blocked_runner/standins -Iinclude -Isrc
#       tests/blocked_runner/runner_test.cc -o /tmp/brt && /tmp/brt).
# Needs no GPU and no CUDA headers.
add_executable(blocked_runner_test ${CMAKE_CURRENT_LIST_DIR}/runner_test.cc)
target_include_directories(blocked_runner_test BEFORE PRIVATE ${CMAKE_CURRENT_LIST_DIR}/standins)
target_include_directories(blocked_runner_test PRIVATE ${PROJECT_SOURCE_DIR}/include
  ${PROJECT_SOURCE_DIR}/src)
add_test(NAME blocked_runner COMMAND blocked_runner_test)
set_tests_properties(blocked_runner PROPERTIES LABELS host)
