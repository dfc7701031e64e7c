from kata_clamp.pick_limit import pick_limit


def test_pick_limit_0():
    assert pick_limit(-1) == 0


def test_pick_limit_1():
    assert pick_limit(0) == 0


def test_pick_limit_2():
    assert pick_limit(1) == 1


def test_pick_limit_3():
    assert pick_limit(7) == 7


def test_pick_limit_4():
    assert pick_limit(8) == 8


def test_pick_limit_5():
    assert pick_limit(9) == 8
