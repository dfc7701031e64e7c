from kata_steps.step_price import step_price


def test_step_price_0():
    assert step_price(1, 3) == [4]


def test_step_price_1():
    assert step_price(4, 7) == [16]


def test_step_price_2():
    assert step_price(0, 7) == [0, 12, 24]


def test_step_price_3():
    assert step_price(6, 13) == [24, 36, 48]


def test_step_price_4():
    assert step_price(6, 6) == []


def test_step_price_5():
    assert step_price(3, 9) == [12, 24]
