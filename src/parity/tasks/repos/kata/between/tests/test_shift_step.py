from kata_between.shift_step import shift_step


def test_shift_step_0():
    assert shift_step(2, 3, 9) == False


def test_shift_step_1():
    assert shift_step(3, 3, 9) == True


def test_shift_step_2():
    assert shift_step(4, 3, 9) == True


def test_shift_step_3():
    assert shift_step(8, 3, 9) == True


def test_shift_step_4():
    assert shift_step(9, 3, 9) == False


def test_shift_step_5():
    assert shift_step(10, 3, 9) == False
