# A malformed BATCHLAS_* knob is an invalid argument of every call, not only of the calls that
# reach family selection: alpha == 0, k == 0 and the other beta-only paths scale the output
# without choosing a family, and must still refuse before writing. The environment is read once
# per process, so each knob value runs in a process of its own.
add_executable(env_knobs_test ${CMAKE_CURRENT_LIST_DIR}/env_knobs_test.cc)
target_link_libraries(env_knobs_test PRIVATE batchlas::batchlas)
foreach(knob "BATCHLAS_BLOCKED_NB=abc" "BATCHLAS_BLOCKED_NB=0" "BATCHLAS_EXPAND_MAX_BYTES=-1"
             "BATCHLAS_EXPAND_ROUTE=sometimes" "BATCHLAS_TINY_WIDE=yes"
             "BATCHLAS_TINY_TILES=yes" "BATCHLAS_TINY_XRUN=yes"
             "BATCHLAS_TINY_ITEMS=yes" "BATCHLAS_TINY_ITEMS_STAGED=2"
             "BATCHLAS_TINY_RANK32=on" "BATCHLAS_TINY_RANK_WARP=on" "BATCHLAS_GRAM_WARP=2" "BATCHLAS_GRAM_F64=on"
             "BATCHLAS_RANKK_F64=1x" "BATCHLAS_SIDE_F64=true"
             "BATCHLAS_TRMM_WARP=2" "BATCHLAS_SYMM_WARP=on"
             "BATCHLAS_L2_SWEEP=yes"
             "BATCHLAS_MAX_GRID=0"
             "BATCHLAS_SELECT_TRACE=yes")
  string(REGEX REPLACE "[^A-Za-z0-9]" "_" name "env_knob_${knob}")
  add_test(NAME ${name} COMMAND env_knobs_test)
  set_tests_properties(${name} PROPERTIES LABELS host ENVIRONMENT "${knob}"
    PASS_REGULAR_EXPRESSION "env_knobs: ok")
endforeach()
# A route pin that names no family (every operation's BATCHLAS_<OP>_ROUTE=nonsense) is refused on
# the same paths (select::check_route).
set(routes "")
foreach(op GEMM SYMM HEMM SYRK HERK SYR2K HER2K TRMM GEMV GER GERC TRMV SYMV HEMV SYR HER SYR2 HER2)
  list(APPEND routes "BATCHLAS_${op}_ROUTE=nonsense")
endforeach()
add_test(NAME env_knob_routes COMMAND env_knobs_test)
set_tests_properties(env_knob_routes PROPERTIES LABELS host ENVIRONMENT "${routes}"
  PASS_REGULAR_EXPRESSION "env_knobs: ok")
