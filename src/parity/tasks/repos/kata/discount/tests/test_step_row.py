from kata_discount.step_row import step_row


def test_step_row_0():
    assert step_row(38, 5) == 190


def test_step_row_1():
    assert step_row(25, 6) == 150


def test_step_row_2():
    assert step_row(1, 8) == 8


def test_step_row_3():
    assert step_row(32, 12) == 336


def test_step_row_4():
    assert step_row(35, 1) == 35


def test_step_row_5():
    assert step_row(20, 8) == 160
