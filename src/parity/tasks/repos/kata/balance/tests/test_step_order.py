from kata_balance.step_order import step_order


def test_step_order_0():
    assert step_order([1, 8, 10, 1, 0, 15]) == 0


def test_step_order_1():
    assert step_order([20, 12, 7, 13, 19, 11]) == -2


def test_step_order_2():
    assert step_order([13, 9]) == -2


def test_step_order_3():
    assert step_order([11, 2, 11, 5, 2]) == -1


def test_step_order_4():
    assert step_order([19, 16, 7, 12, 1]) == -1


def test_step_order_5():
    assert step_order([6]) == 1
