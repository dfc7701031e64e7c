from kata_wrap.step_order import step_order


def test_step_order_0():
    assert step_order(0) == 4


def test_step_order_1():
    assert step_order(21) == 0


def test_step_order_2():
    assert step_order(25) == 4


def test_step_order_3():
    assert step_order(-4) == 0


def test_step_order_4():
    assert step_order(5) == 4


def test_step_order_5():
    assert step_order(11) == 0
