# find_package(batchlas) from an installed copy works for a user's project.
add_test(NAME install_and_consume
  COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${PROJECT_BINARY_DIR}
          -DSOURCE_DIR=${CMAKE_CURRENT_LIST_DIR} -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/consumer
          -DGENERATOR=${CMAKE_GENERATOR} -P ${CMAKE_CURRENT_LIST_DIR}/run_consumer.cmake)
set_tests_properties(install_and_consume PROPERTIES LABELS host PASS_REGULAR_EXPRESSION "consumer: ok")
