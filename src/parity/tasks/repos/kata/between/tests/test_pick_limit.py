from kata_between.pick_limit import pick_limit


def test_pick_limit_0():
    assert pick_limit(2, 3, 9) == False


def test_pick_limit_1():
    assert pick_limit(3, 3, 9) == True


def test_pick_limit_2():
    assert pick_limit(4, 3, 9) == True


def test_pick_limit_3():
    assert pick_limit(8, 3, 9) == True


def test_pick_limit_4():
    assert pick_limit(9, 3, 9) == False


def test_pick_limit_5():
    assert pick_limit(10, 3, 9) == False
