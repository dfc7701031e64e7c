from kata_clamp.merge_fee import merge_fee


def test_merge_fee_0():
    assert merge_fee(3) == 4


def test_merge_fee_1():
    assert merge_fee(4) == 4


def test_merge_fee_2():
    assert merge_fee(5) == 5


def test_merge_fee_3():
    assert merge_fee(15) == 15


def test_merge_fee_4():
    assert merge_fee(16) == 16


def test_merge_fee_5():
    assert merge_fee(17) == 16
