from kata_bonus.pick_fee import pick_fee


def test_pick_fee_0():
    assert pick_fee(22) == 36


def test_pick_fee_1():
    assert pick_fee(35) == 57


def test_pick_fee_2():
    assert pick_fee(30) == 50


def test_pick_fee_3():
    assert pick_fee(33) == 55


def test_pick_fee_4():
    assert pick_fee(33, 2) == 44


def test_pick_fee_5():
    assert pick_fee(33, 3) == 55
