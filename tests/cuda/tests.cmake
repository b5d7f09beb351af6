# The CUDA-only suites (tests/cuda/*.cc, compiled into batchlas_tests by the glob in
# tests/CMakeLists.txt) include CUDA and cuBLAS headers where the library has the CUDA backend.
if(BATCHLAS_HAVE_CUDA)
  target_link_libraries(batchlas_tests PRIVATE CUDA::cudart CUDA::cublas)
endif()
