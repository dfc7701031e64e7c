from kata_tail.pack_limit import pack_limit


def test_pack_limit_0():
    assert pack_limit([3, 3, 1, 6, 5]) == [1, 6, 5]


def test_pack_limit_1():
    assert pack_limit([2]) == [2]


def test_pack_limit_2():
    assert pack_limit([9, 3]) == [9, 3]


def test_pack_limit_3():
    assert pack_limit([4]) == [4]


def test_pack_limit_4():
    assert pack_limit([5, 9, 5, 5, 9, 9], 0) == []


def test_pack_limit_5():
    assert pack_limit([0, 6, 1, 5, 6, 6], 1) == [6]
