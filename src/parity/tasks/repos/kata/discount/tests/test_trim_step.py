from kata_discount.trim_step import trim_step


def test_trim_step_0():
    assert trim_step(20, 4) == 80


def test_trim_step_1():
    assert trim_step(33, 8) == 212


def test_trim_step_2():
    assert trim_step(4, 2) == 8


def test_trim_step_3():
    assert trim_step(30, 3) == 90


def test_trim_step_4():
    assert trim_step(11, 7) == 62


def test_trim_step_5():
    assert trim_step(20, 6) == 120
