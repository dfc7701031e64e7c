from kata_between.step_value import step_value


def test_step_value_0():
    assert step_value(2, 3, 9) == False


def test_step_value_1():
    assert step_value(3, 3, 9) == True


def test_step_value_2():
    assert step_value(4, 3, 9) == True


def test_step_value_3():
    assert step_value(8, 3, 9) == True


def test_step_value_4():
    assert step_value(9, 3, 9) == False


def test_step_value_5():
    assert step_value(10, 3, 9) == False
