// Host stand-in (tests/blocked_runner): a Queue that is nothing.
#pragma once
namespace batchlas { class Queue {}; }
