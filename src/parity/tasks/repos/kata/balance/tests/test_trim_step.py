from kata_balance.trim_step import trim_step


def test_trim_step_0():
    assert trim_step([]) == 0


def test_trim_step_1():
    assert trim_step([5, 7, 17, 7, 14, 15, 19]) == -5


def test_trim_step_2():
    assert trim_step([4, 13, 2, 16, 0, 17]) == 2


def test_trim_step_3():
    assert trim_step([8, 16, 16, 10, 5]) == 3


def test_trim_step_4():
    assert trim_step([10, 7, 2, 14, 0, 20]) == 4


def test_trim_step_5():
    assert trim_step([20]) == 1
