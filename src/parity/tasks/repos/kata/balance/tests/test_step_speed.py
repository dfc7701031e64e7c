from kata_balance.step_speed import step_speed


def test_step_speed_0():
    assert step_speed([4, 18]) == 2


def test_step_speed_1():
    assert step_speed([4, 4, 9, 19]) == 0


def test_step_speed_2():
    assert step_speed([]) == 0


def test_step_speed_3():
    assert step_speed([6, 5, 12]) == 1


def test_step_speed_4():
    assert step_speed([9, 17, 7, 1]) == -4


def test_step_speed_5():
    assert step_speed([4, 6]) == 2
