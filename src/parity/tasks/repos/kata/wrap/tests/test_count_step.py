from kata_wrap.count_step import count_step


def test_count_step_0():
    assert count_step(12) == 7


def test_count_step_1():
    assert count_step(23) == 2


def test_count_step_2():
    assert count_step(15) == 2


def test_count_step_3():
    assert count_step(8) == 3


def test_count_step_4():
    assert count_step(26) == 5


def test_count_step_5():
    assert count_step(13) == 0
